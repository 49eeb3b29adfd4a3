import { useAuthorizedImage } from '../../lib/useAuthorizedImage';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

type Props = {
  user: { id: string; name: string; file?: { path: string } | null };
  size?: number;
  /** Decorative beside the user's name; announced where it stands alone. */
  label?: string;
};

/** The user's photo when there is one, else his initials. */
export function UserAvatar({ user, size = 32, label }: Props) {
  const src = useAuthorizedImage(user.file ? `/files/users/${user.id}/image` : null, user.file?.path);
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (src)
    return (
      <img className="avatar avatar-photo" style={style} src={src} alt={label ?? ''} aria-hidden={!label} />
    );
  return (
    <span
      className="avatar"
      style={style}
      aria-hidden={!label}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      {initials(user.name)}
    </span>
  );
}
