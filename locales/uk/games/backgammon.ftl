backgammon-name = Короткі нарди
backgammon-summary = Приведіть 15 шашок додому й винесіть їх; бийте поодинокі шашки, будуйте загорожі й подвоюйте ставку кубом.

# Хід шашки, як його записують гравці, звідки/куди: 13/7, бар/22, 6/викид.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = бар
backgammon-off = викид
backgammon-roll-button = 🎲 Кинути
backgammon-double-button = ⬆ Подвоїти до { $value }
backgammon-take-button = ✅ Прийняти
backgammon-drop-button = 🏳 Здатися
backgammon-undo-button = ↩ Скасувати
backgammon-confirm-button = ✔ Готово
backgammon-to-roll = Киньте кості або спершу подвойте
backgammon-to-move = Зіграти: { $dice }
backgammon-no-move = Ходів немає: натисніть «Готово»
backgammon-doubled = Подвоєно до { $value }: прийняти чи здатися?
backgammon-cube = Куб { $value }
backgammon-crawford = Партія Кроуфорда: без подвоєнь
backgammon-match-to = Матч до { $to }: { $score }
backgammon-result = { $kind ->
    [single] Звичайна перемога
    [gammon] Марс
    [backgammon] Кокс
   *[dropped] Подвоєння не прийнято
}: { $points ->
    [one] { $points } очко
    [few] { $points } очки
    [many] { $points } очок
   *[other] { $points } очка
}
