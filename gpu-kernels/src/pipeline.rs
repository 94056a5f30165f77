//! Producer-consumer pipelines over shared-memory stages, synchronised with `mbarrier`s
//! (CUTLASS's `PipelineState`, `ClusterTransactionBarrier`, `ClusterBarrier`;
//! `include/cutlass/pipeline/sm90_pipeline.hpp`, `include/cutlass/arch/barrier.h`).
//!
//! Each stage has a *full* barrier (the producer announces the bytes its TMA copies deliver;
//! the phase completes when they landed) and an *empty* barrier (every consumer thread arrives
//! when it is done reading the stage). A [`PipelineState`] walks the stages: its index is the
//! stage, its phase the parity of the barrier phase to wait for, flipped each time the index
//! wraps.
//!
//! | CUTLASS | here |
//! | --- | --- |
//! | `PipelineState<Stages>`: `index()`, `phase()`, `++state` | [`PipelineState`]: [`index`](PipelineState::index), [`phase`](PipelineState::phase), [`advance`](PipelineState::advance) |
//! | `ClusterTransactionBarrier::init(bar, 1)`, `arrive_and_expect_tx`, `wait` | [`TxBarrier`] |
//! | `ClusterBarrier::init(bar, n)`, `arrive`, `wait` | [`Barrier`] |
//!
//! ```
//! use gpu_kernels::pipeline::PipelineState;
//! let mut s = PipelineState::<3>::new();
//! let walk: Vec<(u32, u32)> = (0..7).map(|_| { let x = (s.index(), s.phase()); s.advance(); x }).collect();
//! assert_eq!(walk, [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 0)]);
//! ```

/// CUTLASS's `PipelineState<STAGES>`: a stage index and the phase parity of its barriers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PipelineState<const STAGES: u32> {
    index: u32,
    phase: u32,
}

impl<const STAGES: u32> Default for PipelineState<STAGES> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const STAGES: u32> PipelineState<STAGES> {
    /// Stage 0, phase 0.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn new() -> Self {
        PipelineState { index: 0, phase: 0 }
    }
    /// A state at `index`, `phase`.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn at(index: u32, phase: u32) -> Self {
        PipelineState { index, phase }
    }
    /// The stage.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn index(self) -> u32 {
        self.index
    }
    /// The parity of the barrier phase this state waits for.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub const fn phase(self) -> u32 {
        self.phase
    }
    /// CUTLASS's `++state`: the next stage, flipping the phase when the index wraps.
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn advance(&mut self) {
        self.index += 1;
        if self.index == STAGES {
            self.index = 0;
            self.phase ^= 1;
        }
    }
    /// The state `n` stages further on (`n` advances; CUTLASS's `state + n`).
    ///
    /// ```
    /// use gpu_kernels::pipeline::PipelineState;
    /// let s = PipelineState::<3>::new().advanced(4); // stage 1 of the second round
    /// assert_eq!((s.index(), s.phase()), (1, 1));
    /// let mut t = PipelineState::<3>::at(2, 1);
    /// for _ in 0..5 {
    ///     t.advance();
    /// }
    /// assert_eq!(t, PipelineState::<3>::at(2, 1).advanced(5));
    /// assert_eq!((t.index(), t.phase()), (1, 1)); // two wraps: the phase back to 1
    /// ```
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub fn advanced(mut self, n: u32) -> Self {
        let total = self.index + n;
        self.phase ^= (total / STAGES) & 1;
        self.index = total % STAGES;
        self
    }
}

/// CUTLASS's `ClusterTransactionBarrier`: an `mbarrier` whose phases complete when the
/// expected arrivals came and the announced bytes landed (the *full* barrier of a TMA stage).
/// Holds the barrier's shared address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TxBarrier(pub u32);

/// CUTLASS's `ClusterBarrier`: an `mbarrier` counting arrivals (the *empty* barrier of a stage).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Barrier(pub u32);

#[cfg(target_arch = "nvptx64")]
impl TxBarrier {
    /// `init(bar, arrivals)`; see [`crate::arch::mbarrier::init`].
    ///
    /// # Safety
    /// As [`crate::arch::mbarrier::init`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn init(self, arrivals: u32) {
        // SAFETY: the caller's contract.
        unsafe { crate::arch::mbarrier::init(self.0, arrivals) }
    }
    /// `arrive_and_expect_tx(bar, bytes)`: this thread arrives and announces `bytes`.
    ///
    /// # Safety
    /// As [`crate::arch::mbarrier::arrive_expect_tx`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn arrive_and_expect_tx(self, bytes: u32) {
        // SAFETY: the caller's contract.
        unsafe { crate::arch::mbarrier::arrive_expect_tx(self.0, bytes) }
    }
    /// `wait(bar, phase)`: until the phase of that parity completed.
    ///
    /// # Safety
    /// As [`crate::arch::mbarrier::wait`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn wait(self, phase: u32) {
        // SAFETY: the caller's contract.
        unsafe { crate::arch::mbarrier::wait(self.0, phase) }
    }
}

#[cfg(target_arch = "nvptx64")]
impl Barrier {
    /// `init(bar, arrivals)`.
    ///
    /// # Safety
    /// As [`crate::arch::mbarrier::init`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn init(self, arrivals: u32) {
        // SAFETY: the caller's contract.
        unsafe { crate::arch::mbarrier::init(self.0, arrivals) }
    }
    /// `arrive(bar)`.
    ///
    /// # Safety
    /// As [`crate::arch::mbarrier::arrive`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn arrive(self) {
        // SAFETY: the caller's contract.
        unsafe { crate::arch::mbarrier::arrive(self.0) }
    }
    /// `wait(bar, phase)`.
    ///
    /// # Safety
    /// As [`crate::arch::mbarrier::wait`].
    #[cfg_attr(target_arch = "nvptx64", inline(always))]
    #[cfg_attr(not(target_arch = "nvptx64"), inline)]
    pub unsafe fn wait(self, phase: u32) {
        // SAFETY: the caller's contract.
        unsafe { crate::arch::mbarrier::wait(self.0, phase) }
    }
}
