long-nardy-name = Длинные нарды
long-nardy-summary = Проведите пятнадцать шашек по кругу в одну сторону с головы и выбросите их; бить нельзя, одна шашка занимает лунку.

# Шаг одной шашки, в номерах лунок доски: 13 → 9 или 3 → выброс.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = выброс
long-nardy-undo-button = ↩ Отменить
long-nardy-confirm-button = ✔ Готово
long-nardy-to-move = Сыграть: { $dice }
long-nardy-turn-done = Кости сыграны: нажмите «Готово» или отмените
long-nardy-no-move = Ходов нет: нажмите «Готово»
long-nardy-opening = Розыгрыш первого хода: { $first }–{ $second }
# Итог партии: марс (проигравший не выбросил ни одной шашки) идёт за два.
long-nardy-result = { $mars ->
    [yes] Марс! { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
   *[no] { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
}
