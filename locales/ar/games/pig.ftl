pig-name = بيغ
pig-summary = ارمِ حجر نرد واحدًا ما دمت تجرؤ واحفظ المجموع؛ الواحد يُضيّع الدور. يفوز أول من يبلغ 100.

pig-first-to = يفوز من يصل أولًا إلى { $target }
pig-turn-total = نقاط الدور
pig-players-turn-total = نقاط دور { $name }
pig-this-turn = هذا الدور: { $points }
pig-bank = احتفظ
pig-bank-button = ✋ احتفظ بـ { $points }
