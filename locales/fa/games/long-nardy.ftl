long-nardy-name = نرد بلند
long-nardy-summary = پانزده مهره را از سرِ خودتان در یک جهت بچرخانید و بیرون کنید؛ زدن در کار نیست و یک مهره خانه را نگه می‌دارد.

# یک گام مهره، با شماره‌های صفحه: ۱۳ → ۹، یا ۳ → بیرون.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = بیرون
long-nardy-undo-button = ↩ برگرداندن
long-nardy-confirm-button = ✔ تمام
long-nardy-to-move = برای بازی: { $dice }
long-nardy-turn-done = تاس‌ها بازی شد: «تمام» را بزنید یا برگردانید
long-nardy-no-move = حرکت مجازی نیست: «تمام» را بزنید
long-nardy-opening = تاس شروع { $first }–{ $second }
# پایان بازی: مارس (بازنده هیچ مهره‌ای بیرون نبرده) دو امتیاز دارد.
long-nardy-result = { $mars ->
    [yes] مارس! { $points } امتیاز
   *[no] { $points } امتیاز
}
