yacht-name = ياتزي
yacht-summary = ارمِ خمسة أحجار نرد حتى ثلاث مرات في الدور واملأ خانات البطاقة الثلاث عشرة؛ يفوز أعلى مجموع.

# صفوف ورقة النقاط كما تسميها الصورة والأزرار ولوحة الويب (قصيرة: الأزرار ضيقة).
# اسم اللعبة «ياتزي».
yacht-ones = الآحاد
yacht-twos = الاثنينات
yacht-threes = الثلاثات
yacht-fours = الأربعات
yacht-fives = الخمسات
yacht-sixes = الستات
yacht-bonus = مكافأة (63 فأكثر)
yacht-three-of-a-kind = ثلاثة متشابهة
yacht-four-of-a-kind = أربعة متشابهة
yacht-full-house = فل هاوس
yacht-small-straight = سلسلة صغيرة
yacht-large-straight = سلسلة كبيرة
yacht-yacht = ياتزي
yacht-chance = فرصة
yacht-total = المجموع

yacht-rolls-left = الرميات المتبقية: { $count }
yacht-roll-left-button = 🎲 ارمِ (بقي { $count })
yacht-stop-button = ✋ توقف عن الرمي
yacht-stop-rolling = توقف عن الرمي
yacht-category = الخانة
# الوضع في التعليق: النرد، وما حُفظ منه للرمية التالية.
yacht-dice = النرد: { $dice }
yacht-dice-held = النرد: { $dice }؛ المحفوظ: { $held }
