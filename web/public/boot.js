// Starts the app once the page is painted (see startAfterPaint in vite.config.ts): a page the
// server painted whose path is one of the light runtime's (data-light-paths, ":name" taking any
// one segment, as web/src/light/start.tsx matches them) starts in it, any other page starts the
// full app.
(function (s, started) {
  function start() {
    if (started) return;
    started = true;
    var path = location.pathname.replace(/(.)\/+$/, '$1');
    var painted = document.getElementById('root').firstElementChild;
    var segments = path.split('/');
    var light = painted && (s.dataset.lightPaths || '').split(' ').some(function (p) {
      var want = p.split('/');
      return want.length === segments.length && want.every(function (w, i) {
        return w.charAt(0) === ':' ? segments[i] !== '' : w === segments[i];
      });
    });
    var d = light ? { entry: s.dataset.light, preload: s.dataset.lightPreload } : s.dataset;
    (d.preload || '').split(' ').filter(Boolean).forEach(function (href) {
      var l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = href;
      document.head.appendChild(l);
    });
    import(d.entry);
  }
  // Once the next frame is drawn (the one after it has begun); a tab in the background
  // draws none, hence the timer too.
  function afterFrame() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
    setTimeout(start, 1000);
  }
  // A painted page waits for its load too: its largest paint (the banner image, text the parser
  // reached late) can come after first paint, and scripts downloaded before it delay it on a
  // slow network (Lighthouse counts every request that ended before it).
  // An image that never finishes loading must not keep the page from starting: 3 s at most.
  if (!document.getElementById('root').firstElementChild || document.readyState === 'complete') afterFrame();
  else {
    addEventListener('load', afterFrame);
    setTimeout(start, 3000);
  }
})(document.currentScript, false);
