import type { APIRoute } from 'astro';
import { serveUpload } from '@/server/upload/serveUpload.ts';

export const GET: APIRoute = ({ params }) => serveUpload(params.path);
export const HEAD: APIRoute = ({ params }) => serveUpload(params.path, { head: true });
