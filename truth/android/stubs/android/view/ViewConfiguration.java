// Stand-in for android.view.ViewConfiguration (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/view/ViewConfiguration.java): only getScrollFriction(), which returns
// SCROLL_FRICTION, 0.015f, there.
package android.view;

public class ViewConfiguration {
    private static final float SCROLL_FRICTION = 0.015f;

    public static float getScrollFriction() {
        return SCROLL_FRICTION;
    }
}
