// Starts the app after first paint (see startAfterPaint in vite.config.ts): a page the
// server painted whose path is one of the light runtime's (data-light-paths) starts in it,
// any other page starts the full app.
(function (s, started) {
  function start() {
    if (started) return;
    started = true;
    var path = location.pathname.replace(/(.)\/+$/, '$1');
    var painted = document.getElementById('root').firstElementChild;
    var light = painted && (s.dataset.lightPaths || '').split(' ').indexOf(path) >= 0;
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
  // After the next frame; a tab in the background draws none, hence the timer too.
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 250);
})(document.currentScript, false);
