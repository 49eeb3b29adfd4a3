/** REST bodies and bounds of notifications and the message board (spec/01 §3, §9). */
export type NotificationBodyDTO = {
  title: string;
  content: string;
  link: string | null;
  param: string | null;
  module: string | null;
};
export type NotificationDTO = {
  id: number;
  type: string;
  fixed: boolean;
  startDate: string;
  formattedDate: string;
  delay: number | null;
  notification: NotificationBodyDTO;
};
export type NotificationConfigDTO = {
  id: number;
  accesses: { name: string; label: string };
  instantNotice: boolean;
  sendEmail: boolean;
  hideNotifications: boolean;
  resend: boolean;
  resendDaysBefore: number;
  resendHoursBefore: number;
  daysBeforeHighlight: number;
};
export type MessageUserDTO = { id: number; userName: string; name: string };
export type MessageDTO = {
  id: number;
  receivedId: number | null;
  subject: string;
  content: string;
  read: boolean;
  type: number;
  active: boolean;
  pinned: boolean;
  created_at: string;
  updatedAt: string;
  user: MessageUserDTO;
  messagesSent: { id: number; messageReceived: { id: number; readingAt: string | null }[] }[];
};
export type MessageReaderDTO = { id: number; user: MessageUserDTO; readingAt: string | null };

export const NOTIFICATION_CONFIG_BOUNDS = {
  resendDaysBefore: { min: 0, max: 10 },
  resendHoursBefore: { min: 0, max: 24 },
  daysBeforeHighlight: { min: 0, max: 10 },
} as const;

/**
 * The processes a notification can belong to (its `module`), each behind the access module that
 * lets a user take part in it; a user configures only the processes he may see.
 */
export const NOTIFICATION_PROCESSES = [
  { name: 'DEAL_BUDGET', label: 'Verba de negociação', module: 'NEGOCIACOES' },
  { name: 'VPCAP', label: 'Aprovação de VPC', module: 'VPC' },
  { name: 'WORKFLOW', label: 'Tarefas de workflow', module: 'WORKFLOW' },
  { name: 'PEDIDOS', label: 'Pedidos', module: 'PEDIDOS' },
  { name: 'MURAL_DE_RECADOS', label: 'Mural de recados', module: 'MURAL_DE_RECADOS' },
] as const;
