// The two panels, loaded only when one opens: the shell (and the sign-in page) carries the badges alone.
import './inbox.css';

export { MessagesPanel } from './components/messages-panel.tsx';
export { NotificationsPanel } from './components/notifications-panel.tsx';
