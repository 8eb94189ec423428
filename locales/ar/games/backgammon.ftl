backgammon-name = طاولة الزهر
backgammon-summary = أوصل قطعك الخمس عشرة إلى بيتك وأخرجها؛ اضرب القطع المنفردة وابنِ النقاط وضاعف الرهان بمكعب المضاعفة.

# حركة قطعة كما يكتبها اللاعبون، من/إلى: 13/7، البار/22، 6/خارج.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = البار
backgammon-off = خارج
backgammon-roll-button = 🎲 ارمِ النرد
backgammon-double-button = ⬆ ضاعف إلى { $value }
backgammon-take-button = ✅ قبول
backgammon-drop-button = 🏳 رفض
backgammon-undo-button = ↩ تراجع
backgammon-confirm-button = ✔ تم
backgammon-to-roll = ارمِ النرد، أو ضاعف أولًا
backgammon-to-move = المطلوب لعبه: { $dice }
backgammon-no-move = لا حركة ممكنة: اضغط «تم»
backgammon-doubled = ضوعف الرهان إلى { $value }: تقبل أم ترفض؟
backgammon-cube = المكعب { $value }
backgammon-crawford = مباراة كروفورد: لا مضاعفة
backgammon-match-to = مباراة حتى { $to }: { $score }
# مارس = gammon، مارس ثلاثي = backgammon.
backgammon-result = { $kind ->
    [single] فوز عادي
    [gammon] مارس
    [backgammon] مارس ثلاثي
   *[dropped] رُفضت المضاعفة
}: { $points ->
    [zero] { $points } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
   *[other] { $points } نقطة
}
