# لوحة النقاط الأربع والعشرين في طاولة الزهر والنردي الطويل: صورتها ولوحة الويب.

points-no-roll = لم يُرمَ النرد بعد
points-pips = { $n ->
    [zero] { $n } خطوة
    [one] خطوة واحدة
    [two] خطوتان
    [few] { $n } خطوات
   *[other] { $n } خطوة
}
points-borne-off = خارج { $n }
points-point-name = النقطة { $n }
points-bar = البار
points-off = إخراج
# الوضع في التعليق: قطع على نقطة («5 على 13») وعلى البار.
points-stack = { $count } على { $point }
points-on-bar = { $count } على البار
