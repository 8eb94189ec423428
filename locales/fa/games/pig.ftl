pig-name = خوک
pig-summary = تا جرئت دارید یک تاس بریزید و امتیاز را ذخیره کنید؛ با ۱ نوبت می‌سوزد. اولین کسی که به ۱۰۰ برسد می‌برد.

pig-first-to = هر کس زودتر به { $target } برسد می‌برد
pig-turn-total = امتیاز این نوبت
pig-players-turn-total = امتیاز نوبت { $name }
pig-this-turn = این نوبت: { $points }
pig-bank = ذخیره
pig-bank-button = ✋ ذخیرهٔ { $points }
