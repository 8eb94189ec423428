# Спільне для всіх ігор: рамка зображення дошки (місця, хід, підсумок),
# зображення турнірної таблиці й те, як підпис у чаті перелічує.

kit-to-move = ХОДИТЬ
kit-game-ended = Гру завершено
kit-draw = Нічия
kit-seat = Місце { $n }
kit-wins = Перемога: { $name }!
kit-win-together = Перемога: { $names } і { $last }!
kit-deleted-player = Видалений гравець
# Ім'я комп'ютерного гравця за силою, від другого за столом — з номером: «Комп'ютер (сильний)», «Комп'ютер 2 (легкий)».
kit-computer-name = { $n ->
        [1] Комп'ютер
       *[other] Комп'ютер { $n }
    } ({ $strength ->
        [easy] легкий
        [medium] середній
       *[hard] сильний
    })

kit-standings-rank = №
kit-standings-player = Гравець
kit-standings-points = Очки
kit-standings-tiebreak = Бухгольц
kit-standings-games = Партії
kit-format = { $format ->
    [swiss] Швейцарська система
    [knockout] На вибування
   *[arena] Арена
}

# Між пунктами списку («X, порожньо, O»); лапки залиште.
kit-separator = {", "}
# Частина підпису про одне місце («Аня: клітинка 12»).
kit-seat-position = { $name }: { $position }
