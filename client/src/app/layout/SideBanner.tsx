import { BannerSpot } from '../../components/BannerSpot';

/** The side menu's banner (group w_leftmenu), loaded when the menu's end comes into view (SideMenu.tsx). */
export default function SideBanner() {
  return <BannerSpot group="w_leftmenu" className="side__banner" />;
}
