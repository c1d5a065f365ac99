## Interface text: prompts, options, refusals.

ui-title = 三国殺
ui-you-are = あなたは{ $seat }、身分は{ $role }です。
ui-your-hand = 手札：{ $cards }
ui-seat-line = { $seat }{ $role }　体力 { $hp }/{ $max }　手札 { $hand }　装備 { $equip }　判定区 { $judge }
ui-dead = （死亡）
ui-deck-line = 山札 { $deck } 枚、捨て場 { $discard } 枚
ui-enter-number = 番号を入力：
ui-enter-targets = 目標の席番号を入力（空白区切り）：
ui-enter-cards = カードの番号を入力（空白区切り）：
ui-invalid-input = 入力が正しくありません。
ui-refused = それはできません：{ $why }
ui-waiting = { $seat }を待っています……
ui-yes = はい
ui-no = いいえ
ui-ai-seat = AI
prompt-play = 札出し段階：使うカードを選んでください。
prompt-respond = { $reason }：{ $card }を{ $using ->
    [yes] 使用
   *[no] 出
}しますか？
prompt-choose-cards = { $reason }：カードを{ $min }～{ $max }枚選んでください。
prompt-choose-seats = { $reason }：{ $min }～{ $max }人を選んでください。
prompt-choose-option = { $reason }：一つ選んでください。
prompt-confirm = 「{ $skill }」を発動しますか？
prompt-arrange = { $reason }：カードを並べてください。
prompt-distribute = { $reason }：カードを分けてください。
reason-choose-general = 武将選択
reason-play-phase = 札出し段階
reason-discard-phase = 札捨て段階
reason-dying = { $seat }が瀕死
reason-card = { $card }
reason-card-about = { $card }（{ $seat }）
option-end-phase = 札出しを終える
option-pass = 出さない
option-use = { $card }を使う
option-convert = 「{ $skill }」：手札{ $count }枚を{ $card }として
option-hidden-card = { $seat }の手札{ $index }枚目
choice-discard-card = 手札を1枚捨てる
choice-let-draw = 相手に1枚引かせる
choice-take-damage = 1点のダメージを受ける
illegal-game-over = ゲームは終了しています。
illegal-not-your-turn = 今は{ $seat }の番です。
illegal-wrong-kind = この答えは質問に合いません。
illegal-not-an-option = それは選べません。
illegal-not-your-card = このカードはここでは選べません。
illegal-wrong-count = { $min }～{ $max }個必要ですが、{ $got }個選ばれました。
illegal-duplicate = 同じものが2回選ばれています。
illegal-bad-target = { $seat }は目標にできません（距離または条件）。
illegal-cannot-pass = ここでは断れません。
skill-offensive_horse = 攻撃馬
skill-defensive_horse = 防御馬
reason-trigger-order = 技能を発動する順番を選ぶ
choice-discard-two = 手札を2枚捨てる
choice-recover = 体力を1点回復する
choice-draw = カードを1枚引く

## Desktop client
ui-new-game = 新しいゲーム
ui-quit = 終了
ui-language = 言語
ui-players = 人
ui-seat-human = 人間
ui-seat-ai-easy = AI（やさしい）
ui-seat-ai-normal = AI（ふつう）
ui-seat-ai-hard = AI（むずかしい）
ui-generals = 武将を使う
ui-ex-cards = EXカードを入れる
ui-seed = シード（任意）
ui-back = 戻る
ui-start = 開始
ui-confirm = 決定
ui-keep-order = この順で山札の上に戻す
ui-give-to = すべて{ $seat }に渡す
ui-targets = 目標：
ui-turn-line = 第{ $turn }ターン · { $seat }
ui-log = ログ
ui-curtain = { $seat }さんの番です
ui-curtain-ready = { $seat }です、続ける
ui-curtain-wait = コンピューターの番です。お待ちください……
ui-spectating = あなたは脱落しました。コンピューターが対戦を続けます。
ui-spectating-all = 全員が脱落しました。コンピューターが対戦を続けます。
ui-skip-to-end = 最後までスキップ（End）
ui-skipping = 対戦を終わらせています……
ui-handover = { $seat }さんの番です。ほかの人は画面から離れてください。準備ができたらEnterを押してください。
ui-game-seed = この対局のシード：{ $seed }（再現・不具合報告用）
ui-term-out = あなたは脱落しました。コンピューターが対戦を続けます。Enter で1ターンずつ観戦、s と Enter で最後までスキップします。
ui-term-next-turn = （Enter：次のターン · s：最後までスキップ）
ui-hand-count = 手札 { $n }
ui-distance = 距離 { $d } · { $range ->
    [yes] 攻撃範囲内
   *[no] 攻撃範囲外
}
ui-hp-full = ●
ui-hp-empty = ○
ui-settings = 設定
ui-ui-scale = 表示倍率
ui-ai-delay = AIの考える時間（秒）
ui-animation-speed = アニメーション速度

## Language names, each in its own script
lang-zh-Hans = 简体中文
lang-zh-Hant = 繁體中文
lang-ja = 日本語
lang-en = English

## Why a seat cannot be targeted
why-dead = 死亡しています
why-yourself = 自分は目標にできません
why-out-of-range = 距離が足りません：{ $distance } > 攻撃範囲 { $range }
why-too-far = 距離が足りません：{ $distance } > 1
why-no-cards = 選べるカードがありません
why-immune = 技能により目標にできません
why-already-has = 判定区に同名のカードがあります
why-no-weapon = 武器を装備していません
why-drawn-to = { $seat }が攻撃範囲内にいるため、殺はその席しか目標にできません（同疾）
ui-cannot-use-now = 今はこのカードを使えません
faction-wei = 魏
faction-shu = 蜀
faction-wu = 呉
faction-qun = 群
ui-choose = 選ぶ
ui-winner = 勝利
ui-turns-played = { $turns }ターンで終わりました。
ui-ask-all-humans = 同じ画面で遊ぶとき、応答のたびに全員に尋ねる（手札を漏らさない）
ui-continue = 続きから
ui-save-broken = セーブを読み込めません：{ $why }（ファイルは残してあります）
