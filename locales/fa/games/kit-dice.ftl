# همهٔ بازی‌های تاسی: تصویر صفحه، دکمه‌های چت و صفحهٔ وب.

dice-no-roll = هنوز تاس نریخته
dice-last-roll = آخرین تاس
# زیر تاس نگه‌داشته در تصویر: کوتاه.
dice-held-mark = نگه‌داشته
dice-roll-button = 🎲 تاس بریز
dice-pass-button = ⏭ پاس
dice-roll = تاس ریختن
dice-held = نگه‌داشته
dice-die = تاس { $n }: { $value }
dice-last-roll-is = آخرین تاس: { $value }
