/** Shown while a lazy page loads: a thin bar, and the page area keeps its height. */
export function RouteLoader() {
  return (
    <div className="route-loader" aria-hidden="true">
      <span className="route-loader__bar" />
    </div>
  );
}
