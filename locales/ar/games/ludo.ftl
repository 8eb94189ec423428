ludo-token = القطعة { $n }
# أين القطعة: قاعدتها، مربع من المسار يُعدّ من نقطة انطلاقها، ممرها الأخير، الوصول.
ludo-place-yard = القاعدة
ludo-place-home = الوصول
ludo-place-column = الممر الأخير { $n }
ludo-place-square = المربع { $n }
# على زر الحركة، لقطعة تخرج من قاعدتها: «1 ➜ خروج».
ludo-out = خروج
ludo-pick-token = رميت { $die }: اختر قطعة
ludo-roll-again = ستة! ارمِ مرة أخرى
# الصورة ولوحة الويب: منطقتا القاعدة والوصول.
ludo-yard = القاعدة
ludo-home = الوصول
