package androidx.lifecycle;

public class MutableLiveData<T> extends LiveData<T> {
    public MutableLiveData() {}
    public MutableLiveData(T value) {}
    public void setValue(T value) {}
    public void postValue(T value) {}
}
