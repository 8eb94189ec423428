# صفحهٔ ۲۴ خانه‌ای تخته‌نرد و نرد بلند: تصویر و صفحهٔ وب.

points-no-roll = هنوز تاس نریخته
points-pips = { $n } پیپ
points-borne-off = بیرون { $n }
points-point-name = خانهٔ { $n }
points-bar = بار
points-off = خارج کردن
# وضعیت در زیرنویس: مهره‌ها روی یک خانه («۵ روی ۱۳») و روی بار.
points-stack = { $count } روی { $point }
points-on-bar = { $count } روی بار
