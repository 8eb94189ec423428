backgammon-name = تخته‌نرد
backgammon-summary = ۱۵ مهره‌تان را به خانه ببرید و بیرون کنید؛ مهره‌های تک را بزنید، خانه ببندید و با تاس دوبل شرط را دو برابر کنید.

# یک حرکت مهره، آن‌طور که بازیکن‌ها می‌نویسند، مبدأ/مقصد: ۱۳/۷، بار/۲۲، ۶/بیرون.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = بار
backgammon-off = بیرون
backgammon-roll-button = 🎲 تاس بریز
backgammon-double-button = ⬆ دوبل به { $value }
backgammon-take-button = ✅ قبول
backgammon-drop-button = 🏳 رد
backgammon-undo-button = ↩ برگرداندن
backgammon-confirm-button = ✔ تمام
backgammon-to-roll = تاس بریزید، یا اول دوبل کنید
backgammon-to-move = برای بازی: { $dice }
backgammon-no-move = حرکت مجازی نیست: «تمام» را بزنید
backgammon-doubled = دوبل به { $value }: قبول یا رد؟
backgammon-cube = مکعب { $value }
backgammon-crawford = بازی کرافورد: دوبل ممنوع
backgammon-match-to = مسابقه تا { $to }: { $score }
# مارس = gammon، سیاه‌مارس = backgammon.
backgammon-result = { $kind ->
    [single] برد ساده
    [gammon] مارس
    [backgammon] سیاه‌مارس
   *[dropped] دوبل رد شد
}: { $points } امتیاز
