/** Hosts suggested by default once an e-mail ends with '@'. */
export const DEFAULT_EMAIL_HOSTS: readonly string[] = Object.freeze([
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'qq.com',
  '163.com',
  'hotmail.com',
]);

/**
 * Completions for an e-mail input (spec 5): once the text ends with '@', `{text}{host}` for
 * every host. While the host is being typed, the hosts that start with it are still offered.
 * Nothing is suggested without a local part, for a second '@', or once a host is complete.
 */
export const emailSuggestions = (text: string, hosts: readonly string[] = DEFAULT_EMAIL_HOSTS): string[] => {
  const value = text.trim();
  const at = value.indexOf('@');
  if (at <= 0 || /\s/.test(value)) return [];
  const local = value.slice(0, at);
  const typedHost = value.slice(at + 1);
  if (typedHost.includes('@')) return [];
  const typed = typedHost.toLowerCase();
  return hosts
    .filter((host) => host.toLowerCase().startsWith(typed) && host.toLowerCase() !== typed)
    .map((host) => `${local}@${host}`);
};
