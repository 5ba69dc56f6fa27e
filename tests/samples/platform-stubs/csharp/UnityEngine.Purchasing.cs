// Unity In-App Purchasing 5 (com.unity.purchasing), the order model its purchase events hand over.
using System.Collections.Generic;

namespace UnityEngine.Purchasing
{
    public class ProductDefinition
    {
        public string id { get { throw null; } }
        public string storeSpecificId { get { throw null; } }
        public ProductType type { get { throw null; } }
    }

    public class ProductMetadata
    {
        public decimal localizedPrice { get { throw null; } }
        public string isoCurrencyCode { get { throw null; } }
    }

    public class Product
    {
        public ProductDefinition definition { get { throw null; } }
        public ProductMetadata metadata { get { throw null; } }
    }

    public class CartItem
    {
        public Product Product { get { throw null; } }
    }

    public interface ICart
    {
        IReadOnlyList<CartItem> Items();
    }

    public enum ProductType { Consumable = 0, NonConsumable = 1, Subscription = 2 }

    public enum Result { True = 0, False = 1, Unsupported = 2 }

    public class SubscriptionInfo
    {
        public Result isFreeTrial() { throw null; }
        public Result isIntroductoryPricePeriod() { throw null; }
    }

    public interface IPurchasedProductInfo
    {
        string productId { get; }
        SubscriptionInfo subscriptionInfo { get; }
    }

    public interface IOrderInfo
    {
        string TransactionID { get; }
        string Receipt { get; }
        List<IPurchasedProductInfo> PurchasedProductInfo { get; }
    }

    public abstract class Order
    {
        protected Order(ICart cart, IOrderInfo info) { }
        public ICart CartOrdered { get { throw null; } }
        public IOrderInfo Info { get { throw null; } }
    }

    public class PendingOrder : Order
    {
        public PendingOrder(ICart cart, IOrderInfo info) : base(cart, info) { }
    }

    public class ConfirmedOrder : Order
    {
        public ConfirmedOrder(ICart cart, IOrderInfo info) : base(cart, info) { }
    }
}
