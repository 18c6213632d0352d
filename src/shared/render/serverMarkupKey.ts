/**
 * Set on an island component whose server markup depends on nothing but what the key returns (and
 * the page's language): the server renders it once per key and reuses the markup (decision 045).
 * The key must cover every prop that changes the server markup; whatever only the browser's stores
 * change after hydration is left out.
 */
export interface ServerMarkupKey<Props> {
  serverMarkupKey?: (props: Props) => string;
}
