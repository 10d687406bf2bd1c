/**
 * What lib/swiper.tsx loads when the carousel starts: swiper/react and only the modules the site
 * uses (a dynamic import of 'swiper/modules' itself would bring every module, about 85 KB).
 */
export { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
export const modules = { A11y, Autoplay, Pagination };
