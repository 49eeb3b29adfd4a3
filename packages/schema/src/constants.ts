/** Business constants of spec/01 §9 and spec/02 §9. */
export const ALERT_LIFETIME_MS = 3000;
export const MAX_TOASTS = 5;
export const TOAST_DURATION = { success: 5000, error: 5000, warning: 1500, custom: 8000 } as const;
export const DRAWER_WIDTH = { open: 222, closed: 73 } as const;
export const BADGE_CAP = 99;
export const REMINDER = { debounceMs: 500, maxLength: 4000, width: 360, height: 280 } as const;
export const NOTIFICATION_PANEL_SIZE = 5;
export const MESSAGE_PANEL_PAGE_SIZE = 12;
export const MESSAGE_PREVIEW_LENGTH = 45;
export const LIST_PAGE_SIZE = 1000;
export const REPRESENTATIVE_LOOKUP_PAGE_SIZE = 5000;
export const SNOOZE_MINUTES = { min: 1, max: 60, default: 1 } as const;
export const NAME_MAX = 100;
export const EMAIL_MAX = 60;
export const TEXT_MAX = 100;
export const MIN_LENGTH = 5;
/** A new password's length (ASVS 5 §6.2): at least 8 characters, up to 128, as typed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A password expires this many days after it was set; the user is warned this many days before. */
export const PASSWORD_LIFETIME_DAYS = 90;
export const PASSWORD_WARN_DAYS = 7;
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** The business's time zone unless BUSINESS_TIME_ZONE names another (see timeZone.ts). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const GRID = {
  pageSize: 10,
  pageSizes: [10, 25, 50, 100],
  searchDebounceMs: 500,
  heightOffset: 215,
  /** 'Exportar Log' shows only when the list selects at most this many records (spec/02 §9). */
  exportLogLimit: 5000,
} as const;
export const FIELD_VALIDATION_DEBOUNCE_MS = 500;
export const SELECT_MENU_HEIGHT = 300;
export const TOOLTIP_DELAY_MS = 500;
export const ICON_BUTTON_DEBOUNCE_MS = 200;
export const DIALOG_REMOVAL_DELAY_MS = 300;
export const OFFLINE_DETECTION_MS = 100;
export const FORM_CACHE_PREFIX = 'form-cache:';
export const COMPONENT_FIELDS_CACHE = { key: 'persist:componentsFields', ttlMs: 8 * 60 * 60 * 1000 } as const;
/**
 * How the gateway tells the services who the client is: the address it trusts, sent with the key
 * both share (GATEWAY_KEY). The services take the address from no one else.
 */
export const GATEWAY_HEADERS = {
  clientAddress: 'x-balcao-client-address',
  key: 'x-balcao-gateway-key',
} as const;

/** The file types the services store (their content checked against the name), lower case. */
export const FILE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'pdf', 'docx', 'xlsx', 'csv', 'txt'] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];
