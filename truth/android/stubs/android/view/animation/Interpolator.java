// Stand-in for android.view.animation.Interpolator (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/view/animation/Interpolator.java, which extends
// android.animation.TimeInterpolator for this one method).
package android.view.animation;

public interface Interpolator {
    float getInterpolation(float input);
}
