long-nardy-name = Довгі нарди
long-nardy-summary = Проведіть п'ятнадцять шашок по колу в один бік з голови й винесіть їх; бити не можна, одна шашка займає лунку.

# Крок однієї шашки, у номерах лунок дошки: 13 → 9 або 3 → викид.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = викид
long-nardy-undo-button = ↩ Скасувати
long-nardy-confirm-button = ✔ Готово
long-nardy-to-move = Зіграти: { $dice }
long-nardy-turn-done = Кості зіграно: натисніть «Готово» або скасуйте
long-nardy-no-move = Ходів немає: натисніть «Готово»
long-nardy-opening = Розіграш першого ходу: { $first }–{ $second }
# Підсумок партії: марс (той, хто програв, не викинув жодної шашки) іде за два.
long-nardy-result = { $mars ->
    [yes] Марс! { $points ->
        [one] { $points } очко
        [few] { $points } очки
        [many] { $points } очок
       *[other] { $points } очка
    }
   *[no] { $points ->
        [one] { $points } очко
        [few] { $points } очки
        [many] { $points } очок
       *[other] { $points } очка
    }
}
