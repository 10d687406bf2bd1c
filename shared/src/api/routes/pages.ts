import { Type } from '@sinclair/typebox';
import { API } from '../paths.js';
import type { RouteTable } from '../route-def.js';
import {
  AppLink,
  AppLinkInput,
  Article,
  ArticleInput,
  ArticlePage,
  ArticlesQuery,
  PlatformParams,
  SecurityOverview,
  SignOutOthersValue,
  StaffAppLink,
  StaffArticle,
  StaffArticlePage,
  StaffArticlesQuery,
} from '../pages.js';
import { IdParams } from '../paging.js';

/** The pages module's routes (gateway/src/modules/pages). */
export const PAGES_ROUTES = {
  appLinks: { method: 'GET', path: API.appLinks, response: Type.Array(AppLink) },
  articles: { method: 'GET', path: API.articles, query: ArticlesQuery, response: ArticlePage },
  article: { method: 'GET', path: API.article, params: IdParams, response: Article },
  staffAppLinks: { method: 'GET', path: API.staffAppLinks, response: Type.Array(StaffAppLink) },
  staffAppLink: { method: 'PUT', path: API.staffAppLink, body: AppLinkInput, params: PlatformParams, response: StaffAppLink },
  staffArticles: { method: 'GET', path: API.staffArticles, query: StaffArticlesQuery, response: StaffArticlePage },
  staffArticlesPost: { method: 'POST', path: API.staffArticles, body: ArticleInput, response: StaffArticle },
  staffArticle: { method: 'PUT', path: API.staffArticle, body: ArticleInput, params: IdParams, response: StaffArticle },
  securityOverview: { method: 'GET', path: API.securityOverview, response: SecurityOverview },
  securitySessions: { method: 'DELETE', path: API.securitySessions, response: SignOutOthersValue },
  staffArticlePublish: { method: 'POST', path: API.staffArticlePublish, params: IdParams, response: StaffArticle },
  staffArticleUnpublish: { method: 'POST', path: API.staffArticleUnpublish, params: IdParams, response: StaffArticle },
} as const satisfies RouteTable;
