# كل ألعاب النرد: صورة اللوحة وأزرار الدردشة ولوحة الويب.

dice-no-roll = لم يُرمَ النرد بعد
dice-last-roll = آخر رمية
# تحت حجر نرد محفوظ في الصورة: كلمة قصيرة.
dice-held-mark = محفوظ
dice-roll-button = 🎲 ارمِ النرد
dice-pass-button = ⏭ تمرير
dice-roll = رمي
dice-held = محفوظ
dice-die = النرد { $n }: { $value }
dice-last-roll-is = آخر رمية: { $value }
