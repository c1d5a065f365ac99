//! 马术 (马超) — reference §2; seed 000 (馬術). Compulsory: the distance he counts to others is 1 less. A distance modifier.

pub(crate) fn distance_from() -> i32 {
    -1
}
