import type common from '../locales/zh/common.json';
import type shell from '../locales/zh/shell.json';
import type home from '../locales/zh/home.json';
import type catalog from '../locales/zh/catalog.json';
import type content from '../locales/zh/content.json';
import type shop from '../locales/zh/shop.json';
import type service from '../locales/zh/service.json';
import type pwa from '../locales/zh/pwa.json';
import type legal from '../locales/zh/legal.json';
import type search from '../locales/zh/search.json';

import type pass from '../locales/zh/pass.json';
import type pack from '../locales/zh/pack.json';

/** Translation keys are typed from the default (Chinese) locale files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      shell: typeof shell;
      home: typeof home;
      catalog: typeof catalog;
      content: typeof content;
      shop: typeof shop;
      service: typeof service;
      pwa: typeof pwa;
      legal: typeof legal;
      search: typeof search;

      pass: typeof pass;
      pack: typeof pack;
    };
  }
}
