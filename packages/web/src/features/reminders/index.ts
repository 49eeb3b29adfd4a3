export { ReminderLayer } from './ReminderLayer';
export { NewReminderButton } from './NewReminderButton';
