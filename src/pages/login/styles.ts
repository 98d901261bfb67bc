import css from './login.css?inline';

let injected = false;

/**
 * The login page's CSS as one <style> element, added before its first render: no extra request that
 * blocks drawing on /login, and the same styles when the full app shows this page (CSP allows inline styles).
 */
export function injectLoginStyles() {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.ovd = 'login';
  style.textContent = css;
  document.head.appendChild(style);
}
