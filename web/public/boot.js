// Starts the app after first paint (see startAfterPaint in vite.config.ts).
(function () {
  var me = document.currentScript, entry = me.getAttribute('data-entry'), started = false;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // After the next frame; a tab in the background draws none, hence the timer too.
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 250);
})();
