// Entry of `@agent-registry/ui/reset.css`: importing it applies the page reset.
import './themes/reset.css';
