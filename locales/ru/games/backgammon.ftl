backgammon-name = Короткие нарды
backgammon-summary = Приведите 15 шашек домой и выбросите их; бейте одиночные шашки, стройте заборы и удваивайте ставку кубом.

# Ход шашки, как его записывают игроки, откуда/куда: 13/7, бар/22, 6/выброс.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = бар
backgammon-off = выброс
backgammon-roll-button = 🎲 Бросить
backgammon-double-button = ⬆ Удвоить до { $value }
backgammon-take-button = ✅ Принять
backgammon-drop-button = 🏳 Сдаться
backgammon-undo-button = ↩ Отменить
backgammon-confirm-button = ✔ Готово
backgammon-to-roll = Бросайте кости или сначала удвойте
backgammon-to-move = Сыграть: { $dice }
backgammon-no-move = Ходов нет: нажмите «Готово»
backgammon-doubled = Удвоено до { $value }: принять или сдаться?
backgammon-cube = Куб { $value }
backgammon-crawford = Партия Кроуфорда: без удвоений
backgammon-match-to = Матч до { $to }: { $score }
backgammon-result = { $kind ->
    [single] Обычная победа
    [gammon] Марс
    [backgammon] Кокс
   *[dropped] Удвоение не принято
}: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}
