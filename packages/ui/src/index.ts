// Public exports of @agent-registry/ui, listed by name.
import './themes/global.css';
export { appRoot } from './themes/global.css';

// Theme
export { vars, tokens } from './themes/vars.css';

// Primitives
export { Link, LinkProvider, type LinkProps, type LinkComponentProps } from './components/Link/Link';
export { Button, ButtonLink, buttonVariants, buttonSizes, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './components/TextField/TextField';
export { Card, type CardProps } from './components/Card/Card';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge';

// Chrome and widgets (app shell, header, toasts, copy box, not-found)
// -- chrome exports: keep this block for the chrome/widgets work --
export { Toaster, type ToasterProps } from './components/Toaster/Toaster';
export { notify, toastDurations } from './components/Toaster/notify';
export { CopyBox, type CopyBoxProps } from './components/CopyBox/CopyBox';
export { Header, displayName, defaultFrameworkLink, type HeaderProps, type HeaderUser } from './components/Header/Header';
export { MockModeBadge } from './components/MockModeBadge/MockModeBadge';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell';

// Screens (landing, frameworks, agents)
// -- catalogue exports: keep this block for landing/frameworks/agents --

// Screens (auth, dashboard, search, profile, PAT, create agent)
// -- account exports: keep this block for auth/dashboard/search/profile --
