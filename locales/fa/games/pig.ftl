# نام بازی: خوک.
pig-first-to = هر کس زودتر به { $target } برسد می‌برد
pig-turn-total = امتیاز این نوبت
pig-players-turn-total = امتیاز نوبت { $name }
pig-this-turn = این نوبت: { $points }
pig-bank = ذخیره
pig-bank-button = ✋ ذخیرهٔ { $points }
