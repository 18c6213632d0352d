/** How an author appears beside their moments, articles and comments. */
export interface PublicAuthor {
  id: number;
  nickname: string;
  username: string | null;
  avatar: string;
  smallAvatar: string;
  signature: string;
}
