import { clsx } from 'clsx';
// The simulated-email dialog itself (Radix Dialog), loaded when there is a mail to show: see
// SimulatedEmailDialog.tsx. It keeps its own frame rather than the shared Dialog/DialogFrame: a
// module shared by this lazy chunk and the eager screens lands in a consumer's first load, and
// would bring the whole Dialog library to an app that imports only AgentCard (check:packages).
import * as Dialog from '@radix-ui/react-dialog';
import { codeScreenPath } from '@agent-registry/api-client/rules';
import { Check, Copy, FlaskConical, Mail, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { notify } from '../Toaster/notify';
import * as styles from './SimulatedEmailDialog.css';
import {
  DEVELOPMENT_MODE_NOTICE,
  type SimulatedEmail,
  type SimulatedEmailDialogProps,
  type SimulatedEmailKind,
} from './SimulatedEmailDialog';
import { uiRoot } from '../../themes/global.css';

const copy: Record<SimulatedEmailKind, { title: string; subject: string; lead: string; link: string }> = {
  confirmation: {
    title: 'Your confirmation code',
    subject: 'Confirm your Agent Registry account',
    lead: 'Enter this code to confirm your email address:',
    link: 'Confirm your email',
  },
  reset: {
    title: 'Your password reset code',
    subject: 'Reset your Agent Registry password',
    lead: 'Enter this code to choose a new password:',
    link: 'Set a new password',
  },
};

export default function SimulatedEmailDialogView({
  open,
  email,
  onClose,
  className,
}: SimulatedEmailDialogProps & { email: SimulatedEmail }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setCopied(false), [email?.code]);

  const text = copy[email.kind];

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(email.code);
      setCopied(true);
      notify.success('Copied to clipboard');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('Copy failed');
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={clsx(uiRoot, styles.content, className)}>
          <div className={styles.header}>
            <span className={styles.icon} aria-hidden="true">
              <Mail size={20} />
            </span>
            <div className={styles.headerText}>
              <Dialog.Title className={styles.title}>{text.title}</Dialog.Title>
              <Dialog.Description className={styles.description}>
                Sent to <strong className={styles.recipient}>{email.to}</strong>
              </Dialog.Description>
            </div>
            <Dialog.Close className={styles.close} aria-label="Close">
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>

          <p role="note" className={styles.notice}>
            <FlaskConical size={16} className={styles.noticeIcon} aria-hidden="true" />
            <span>{DEVELOPMENT_MODE_NOTICE}</span>
          </p>

          <Card as="article" aria-label="Email preview" padding={0} elevated={false} className={styles.mail}>
            <dl className={styles.meta}>
              <dt>From</dt>
              <dd>Agent Registry &lt;no-reply@agentregistry.dev&gt;</dd>
              <dt>To</dt>
              <dd>{email.to}</dd>
              <dt>Subject</dt>
              <dd>{text.subject}</dd>
            </dl>
            <Stack gap={3} align="center" paddingBlock={6} paddingInline={4} textAlign="center">
              <Box as="p" margin={0} fontSize="sm" color="muted">
                {text.lead}
              </Box>
              <p className={styles.code}>{email.code}</p>
              <Box as="p" margin={0} fontSize="xs" color="subtle">
                The code expires in 15 minutes.
              </Box>
              {/* The link a real mail carries: the code's screen with the address filled in. */}
              <Link href={codeScreenPath(email.kind, email.to)} className={styles.link} onClick={onClose}>
                {text.link}
              </Link>
            </Stack>
          </Card>

          <div className={styles.actions}>
            <Button variant="outline" onClick={copyCode}>
              {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
              Copy Code
            </Button>
            <Button onClick={onClose}>Got It</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
