# مشترك بين كل الألعاب: إطار صورة اللوحة (المقاعد والدور والنتيجة)،
# وصورة ترتيب البطولة، وطريقة سرد الأشياء في التعليق.

kit-to-move = الدور
kit-game-ended = انتهت المباراة
kit-draw = تعادل
kit-seat = اللاعب { $n }
kit-wins = فاز { $name }!
kit-win-together = فاز { $names } و{ $last }!
kit-deleted-player = لاعب محذوف
# اسم لاعب الكمبيوتر حسب مستواه، ومن الكمبيوتر الثاني على الطاولة فصاعدًا برقمه: «كمبيوتر (صعب)»، «كمبيوتر ٢ (سهل)».
kit-computer-name = { $n ->
        [1] كمبيوتر
       *[other] كمبيوتر { $n }
    } ({ $strength ->
        [easy] سهل
        [medium] متوسط
       *[hard] صعب
    })

kit-standings-rank = #
kit-standings-player = اللاعب
kit-standings-points = النقاط
kit-standings-tiebreak = بوخهولز
kit-standings-games = المباريات
kit-format = { $format ->
    [swiss] سويسري
    [knockout] خروج المغلوب
   *[arena] أرينا
}

# بين عناصر القائمة («X، فارغة، O»)؛ فاصلة عربية، مع علامتي الاقتباس.
kit-separator = {"، "}
# نصيب مقعد من وضع التعليق («سارة: المربع 12»).
kit-seat-position = { $name }: { $position }
