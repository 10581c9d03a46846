import { useAuthUser } from './useAuth';

/** "Hi, <first name>" in the drawing screen's header (spec §2, main app account-related parts). */
export function Greeting() {
  const user = useAuthUser();
  if (!user) return null;
  return <span className="greeting">Hi, {user.userMeta.first_name}</span>;
}
