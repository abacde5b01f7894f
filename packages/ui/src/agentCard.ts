// Entry of `@agent-registry/ui/agent-card.css`: AgentCard and what it renders (Badge, Link), with
// the theme and the root class, so the sheet holds exactly the styles a page showing only AgentCard
// needs. The build publishes the sheet alone; the component itself comes from the main entry.
import './themes/global.css';
export { AgentCard } from './components/AgentCard/AgentCard';
