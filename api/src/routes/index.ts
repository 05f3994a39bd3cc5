// Every resource's routes, registered under /api (one line per resource plugin).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import site from './site';
import catalog from './catalog';
import member from './member';
import memberTelegram from './member-telegram';
import images from './images';
import crawl from './crawl';
import dev from './dev';
import cart from './cart';
import address from './address';
import favorite from './favorite';
import order from './order';
import myOrder from './my-order';
import payment from './payment';
import merchantStaff from './merchant-staff';
import merchantCatalog from './merchant-catalog';
import merchantOrders from './merchant-orders';
import merchantPhotos from './merchant-photos';
import merchantCsv from './merchant-csv';
import merchantDashboard from './merchant-dashboard';
import merchantJobs from './merchant-jobs';
import merchantLive from './merchant-live';
import telegram from './telegram';

export const routes: Array<{ plugin: FastifyPluginAsyncTypebox; name: string }> = [
  { plugin: site, name: 'site' },
  { plugin: catalog, name: 'catalog' },
  { plugin: member, name: 'member' },
  { plugin: memberTelegram, name: 'member-telegram' },
  { plugin: images, name: 'images' },
  { plugin: crawl, name: 'crawl' },
  { plugin: dev, name: 'dev' },
  { plugin: cart, name: 'cart' },
  { plugin: address, name: 'address' },
  { plugin: favorite, name: 'favorite' },
  { plugin: order, name: 'order' },
  { plugin: myOrder, name: 'my-order' },
  { plugin: payment, name: 'payment' },
  { plugin: merchantStaff, name: 'merchant-staff' },
  { plugin: merchantCatalog, name: 'merchant-catalog' },
  { plugin: merchantOrders, name: 'merchant-orders' },
  { plugin: merchantPhotos, name: 'merchant-photos' },
  { plugin: merchantCsv, name: 'merchant-csv' },
  { plugin: merchantDashboard, name: 'merchant-dashboard' },
  { plugin: merchantJobs, name: 'merchant-jobs' },
  { plugin: merchantLive, name: 'merchant-live' },
  { plugin: telegram, name: 'telegram' },
];
