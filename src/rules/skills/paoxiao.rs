//! 咆哮 (张飞) — reference §2; seed 000 (咆哮/飛將). He may use any number of 杀 in the play phase. A modifier of the 杀 limit.

pub(crate) fn unlimited_slash() -> bool {
    true
}
