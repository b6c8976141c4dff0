// Starts the app after first paint (see startAfterPaint in vite.config.ts).
(function (s, started) {
  function start() {
    if (started) return;
    started = true;
    (s.dataset.preload || '').split(' ').filter(Boolean).forEach(function (href) {
      var l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = href;
      document.head.appendChild(l);
    });
    import(s.dataset.entry);
  }
  // After the next frame; a tab in the background draws none, hence the timer too.
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 250);
})(document.currentScript, false);
