# مشترک میان همهٔ بازی‌ها: قاب تصویر صفحه (جاها، نوبت، نتیجه)،
# تصویر جدول تورنمنت و شیوهٔ فهرست کردن در زیرنویس.

kit-to-move = نوبت
kit-game-ended = بازی تمام شد
kit-draw = مساوی
kit-seat = بازیکن { $n }
kit-wins = { $name } برد!
kit-win-together = { $names } و { $last } بردند!
kit-deleted-player = بازیکن حذف‌شده
# نام بازیکن کامپیوتری بر پایهٔ سطحش و از دومین کامپیوتر سر میز به بعد با شماره‌اش: «کامپیوتر (سخت)»، «کامپیوتر ۲ (آسان)».
kit-computer-name = { $n ->
        [1] کامپیوتر
       *[other] کامپیوتر { $n }
    } ({ $strength ->
        [easy] آسان
        [medium] متوسط
       *[hard] سخت
    })

kit-standings-rank = #
kit-standings-player = بازیکن
kit-standings-points = امتیاز
kit-standings-tiebreak = بوخهولتس
kit-standings-games = بازی‌ها
kit-format = { $format ->
    [swiss] سوئیسی
    [knockout] حذفی
   *[arena] آرنا
}

# میان اقلام یک فهرست («X، خالی، O»)؛ ویرگول فارسی، با گیومه‌ها.
kit-separator = {"، "}
# سهم یک جا در وضعیت زیرنویس («آنا: خانهٔ ۱۲»).
kit-seat-position = { $name }: { $position }
