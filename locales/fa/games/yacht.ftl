yacht-name = یاتزی
yacht-summary = پنج تاس را در هر نوبت تا سه بار بریزید و هر ۱۳ خانهٔ برگهٔ امتیاز را پر کنید؛ بیشترین جمع می‌برد.

# ردیف‌های برگهٔ امتیاز، همان‌طور که تصویر، دکمه‌ها و صفحهٔ وب نامشان را می‌برند (کوتاه: دکمه‌ها باریک‌اند).
# نام بازی «یاتزی» است.
yacht-ones = یک‌ها
yacht-twos = دوها
yacht-threes = سه‌ها
yacht-fours = چهارها
yacht-fives = پنج‌ها
yacht-sixes = شش‌ها
yacht-bonus = جایزه (از ۶۳)
yacht-three-of-a-kind = سه‌تایی
yacht-four-of-a-kind = چهارتایی
yacht-full-house = فول هاوس
yacht-small-straight = استریت کوچک
yacht-large-straight = استریت بزرگ
yacht-yacht = یاتزی
yacht-chance = شانس
yacht-total = جمع

yacht-rolls-left = پرتاب باقی‌مانده: { $count }
yacht-roll-left-button = 🎲 تاس بریز ({ $count } بار دیگر)
yacht-stop-button = ✋ بس است
yacht-stop-rolling = دیگر تاس نمی‌ریزم
yacht-category = دسته
# وضعیت در زیرنویس: تاس‌ها، و آن‌هایی که برای پرتاب بعد نگه داشته شده‌اند.
yacht-dice = تاس‌ها: { $dice }
yacht-dice-held = تاس‌ها: { $dice }؛ نگه‌داشته: { $held }
