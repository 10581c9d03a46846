import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Navigator } from '../../app/navigator';

/** Hands the router's navigate function to the app's navigator (see app/navigator.ts). */
export function NavigatorBinding({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.bind((path, options) => void navigate(path, options)), [navigator, navigate]);
  return null;
}
